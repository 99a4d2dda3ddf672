import { apiRequest } from '../../api/api-request';

export const DATA_EXPORT_URL = '/api/me/data-export';

/** The member's archive and the name the server gave it. */
export async function downloadMyData(): Promise<{ archive: Blob; filename: string }> {
  const response = await apiRequest(DATA_EXPORT_URL);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'village-data.zip';
  return { archive: await response.blob(), filename };
}

/** Hands a blob to the browser as a download. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
