import './styles.css';
import { start } from './start.tsx';

// What the server rendered into #root (docs/decisions/013-first-paint-from-the-server.md) is painted before the app
// starts: started at once, React's work (the router, the page's code, the hydration) would run before the browser's
// first paint and hold it back. The modules are loaded and evaluated already; only their work waits.
if (document.getElementById('root')?.dataset.render) {
  // A frame's callback runs just before that frame paints; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
