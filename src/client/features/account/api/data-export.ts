import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';

/** Fetches the export and hands it to the browser as a file download. */
export async function downloadMyData(): Promise<void> {
  const data = await apiFetch<{ exportedAt: string }>('/me/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `narate-moji-podaci-${data.exportedAt.slice(0, 10)}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers start the download asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
