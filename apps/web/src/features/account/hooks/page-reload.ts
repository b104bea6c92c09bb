/** spec 1 §4, §9: the page reloads 2 seconds after a successful account save. Behind an object so tests can observe it. */
export const accountSaveReloadMs = 2000;
export const pageReload = {
  reload(): void {
    window.location.reload();
  },
};
