import type { Blog } from '@madrasa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from './admin-request.ts';
import { formBody, type Saved } from './form-body.ts';

type SaveBlogInput = { id?: number; values: Record<string, string>; image?: File };

/** POST /api/admin/blogs or PATCH /api/admin/blogs/<id> (multipart when a picture is chosen). */
export const saveBlog = ({ id, values, image }: SaveBlogInput) =>
  adminRequest<Saved<Blog>>(id === undefined ? '/blogs' : `/blogs/${id}`, {
    method: id === undefined ? 'POST' : 'PATCH',
    body: formBody(values, { image }),
  });

export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBlog, onSuccess: () => queryClient.invalidateQueries() });
}
