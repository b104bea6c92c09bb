/**
 * Gives the history entry a visit starts on its own key, unless it has one. React Router keys saved scroll positions
 * by the entry's key and calls an entry without one 'default', so every address typed or pasted shared one saved
 * position: /Spares opened at the footer because the last page opened that way had been scrolled there. A reload
 * keeps the entry's state, so its key and its scroll position come back as before.
 */
export function keyHistoryEntry(history: History = window.history): void {
  if (typeof history.state?.key === 'string') return;
  history.replaceState({ ...history.state, key: Math.random().toString(36).slice(2, 10) }, '');
}
