/** Reloads the page (own module so tests can observe it). */
export function reloadPage(): void {
  window.location.reload();
}
