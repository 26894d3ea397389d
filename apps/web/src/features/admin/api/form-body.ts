/**
 * A save's body: JSON when no file was chosen, otherwise multipart with the text fields
 * first, so the server has every field in hand while the (possibly large) file streams.
 */
export function formBody(
  values: Record<string, string | number>,
  files: Record<string, File | undefined> = {},
) {
  const chosen = Object.entries(files).filter((entry): entry is [string, File] => !!entry[1]);
  if (chosen.length === 0) return values;
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, String(value));
  for (const [name, file] of chosen) form.append(name, file, file.name);
  return form;
}

export type Saved<Row = { id: number }> = { message: string; data: Row };
