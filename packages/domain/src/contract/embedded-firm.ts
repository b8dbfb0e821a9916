// The firm's public branding (GET /api/firm's body) travels inside index.html as
// <script type="application/json" id="atrium-firm">, so the first screen paints branded without a round
// trip. No zod here: the web app reads it before any schema has loaded.
export const embeddedFirmElementId = 'atrium-firm';
