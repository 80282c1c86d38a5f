// Offers bytes as a file download: a Blob object URL and an <a download> click (CSP allows
// blob: downloads; no inline script, no innerHTML). The previous URL is released on the next
// download or when the screen goes, instead of on a timer that could race the download.
let lastUrl: string | null = null;

export function releaseDownload(): void {
  if (lastUrl) URL.revokeObjectURL(lastUrl);
  lastUrl = null;
}

export function saveFile(bytes: Uint8Array, name: string, type = 'application/zip'): void {
  releaseDownload();
  lastUrl = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = lastUrl;
  a.download = name;
  a.rel = 'noopener';
  a.click();
}
