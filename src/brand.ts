/** Product texts (spec 000 s.1: product name and the slogan 'a system for efficient industry and better life'). */
export const PRODUCT_NAME = '智慧办公平台'
export const SLOGAN = '高效产业，美好生活'
