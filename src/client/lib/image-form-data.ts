/**
 * A picture as a multipart body (field `image`), for `api.PUT('/api/user/avatar', { body })` and the
 * activity pictures. The picture routes read their multipart body themselves, so the server's document
 * describes only their JSON form: this is the one body whose type is set aside.
 */
export function imageFormData(file: File): never {
  const body = new FormData();
  body.append('image', file, file.name);
  return body as never;
}
