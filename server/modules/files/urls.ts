/** The address a stored file is read at (`GET /download-file?id=`), for answers that link a file. */
export const fileUrlOf = (id: string) => `/download-file?id=${id}`
