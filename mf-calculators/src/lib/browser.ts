/* A browser side effect the section needs, kept out of the components. */

/** Saves `text` as a file named `filename` through a Blob URL and a temporary link. */
export function downloadText(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
