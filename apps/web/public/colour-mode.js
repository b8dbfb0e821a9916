// Runs before the app's bundle so the first paint already has the right colour mode (no flash of light).
// Keep the key and values in step with src/ui/colour-mode.ts.
(() => {
  let preference = 'system';
  try {
    preference = localStorage.getItem('colourMode') || 'system';
  } catch {
    // Storage can be blocked (privacy settings): follow the system then.
  }
  const dark =
    preference === 'dark' ||
    (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
