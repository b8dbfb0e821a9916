// A form the server rendered (src/entry-server.tsx: the login form) can be filled in and sent before the app's
// JavaScript has run. Sending it then must not leave the page (the browser would post it itself, and the app would
// never see it): the submit is held here, and the form sends it again once React has hydrated it
// (src/lib/form-replay.ts). A form React has hydrated says so (data-hydrated) and is left alone.
(() => {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-replay-submit')) return;
      if (form.dataset.hydrated === 'true') return;
      event.preventDefault();
      window.__atriumHeldSubmit = form;
    },
    true,
  );
})();
