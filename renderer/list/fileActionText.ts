/** The texts of the list file actions (./fileActions.tsx) and their on-demand dialogs (./fileActionViews.tsx). */
export const FILE_ACTION_TEXT = {
  uploading: '上传文件',
  uploaded: '上传成功',
  previewFailed: '文件解析错误',
  unsupported: '暂不支持该文件',
  cancel: '取消',
  close: '关闭',
} as const
