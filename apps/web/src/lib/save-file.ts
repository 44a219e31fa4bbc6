/** Hands a fetched file to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; free it once that has started.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
