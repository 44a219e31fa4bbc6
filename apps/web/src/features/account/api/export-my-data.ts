import { authApi } from '#web/lib/api/auth-api';

/** GET /api/me/export: everything held about the member, as a JSON file saved by the browser. */
export async function downloadMyData(): Promise<void> {
  const blob = await authApi.requestBlob('/me/export');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `atrium-my-data-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
}
