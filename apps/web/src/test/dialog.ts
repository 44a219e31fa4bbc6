/**
 * jsdom has <dialog> but not its modal behaviour: showModal() and close() as the browser does
 * them, for the component tests (the browser tests run Chromium's own). Open sets `open`; Escape
 * closes the last opened modal (a `cancel`, then a `close` event); closing gives focus back to
 * what had it before, as the HTML standard's dialog focus steps do.
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const opened: Array<{ dialog: HTMLDialogElement; focused: Element | null }> = [];

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    opened.push({ dialog: this, focused: document.activeElement });
    this.setAttribute('open', '');
  };

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.removeAttribute('open');
    const at = opened.findIndex((entry) => entry.dialog === this);
    const [entry] = at >= 0 ? opened.splice(at, 1) : [];
    if (entry?.focused instanceof HTMLElement && entry.focused.isConnected) entry.focused.focus();
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    const top = opened.at(-1)?.dialog;
    if (event.key !== 'Escape' || !top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}
