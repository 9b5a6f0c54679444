/** The HTML pages of the game-provider simulator (no external resources). */

function esc(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** JSON safe to embed in a script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const STYLE = `body{margin:0;font-family:sans-serif;background:#14142b;color:#fff;display:flex;min-height:100vh;align-items:center;justify-content:center}
.box{background:#23234a;padding:24px;border-radius:16px;width:min(92vw,420px);text-align:center;box-shadow:0 8px 30px #0008}
.reels{font-size:56px;font-weight:700;letter-spacing:18px;margin:16px 0;color:#ffc914}.row{display:flex;gap:8px;justify-content:center;align-items:center;margin:12px 0}
button{font-size:18px;padding:10px 18px;border-radius:10px;border:0;cursor:pointer}#spin{background:#ffc914;color:#222}#lobby{background:#3a3a6a;color:#fff}
input{width:110px;font-size:18px;padding:8px;border-radius:8px;border:0}.muted{opacity:.75;font-size:14px}#msg{min-height:22px}`;

/** The game page; `lobbyUrl` is the checked lobby address (lobby-url.ts siteLobbyUrl) or '' to close the window. */
export function gamePage(o: { token: string; title: string; provider: string; currency: string; demo: boolean; balance: number; lobbyUrl: string; defaultBet: number }): string {
  const config = { token: o.token, lobby: o.lobbyUrl, currency: o.currency };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(o.title)}</title><style>${STYLE}</style></head><body><div class="box">
<div class="muted">${esc(o.provider)}${o.demo ? ' · DEMO (play money)' : ''}</div>
<h1 data-testid="game-title">${esc(o.title)}</h1>
<div class="reels" id="reels" data-testid="reels">AK7</div>
<div>Balance: <b id="balance" data-testid="balance">${o.balance.toFixed(2)}</b> ${esc(o.currency)}</div>
<div class="row"><label for="bet">Bet</label><input id="bet" data-testid="bet" type="number" min="1" step="1" value="${o.defaultBet}">
<button id="spin" data-testid="spin">Spin</button></div>
<div id="msg" data-testid="message"></div>
<div class="row"><button id="lobby" data-testid="lobby">Lobby</button></div>
</div><script>
const CONFIG = ${scriptJson(config)};
const $ = (id) => document.getElementById(id);
$('spin').addEventListener('click', async () => {
  $('spin').disabled = true;
  try {
    const res = await fetch('/sim/game/' + CONFIG.token + '/spin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bet: Number($('bet').value) }) });
    const reply = await res.json();
    if (reply.code !== 100) { $('msg').textContent = reply.message; return; }
    $('reels').textContent = reply.data.reels.join('');
    $('balance').textContent = reply.data.balance.toFixed(2);
    $('msg').textContent = reply.data.win > 0 ? 'WIN ' + reply.data.win.toFixed(2) : 'No win';
  } catch (e) { $('msg').textContent = 'Network error'; } finally { $('spin').disabled = false; }
});
$('lobby').addEventListener('click', async () => {
  try { await fetch('/sim/game/' + CONFIG.token + '/leave', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }); } catch (e) { /* the lobby still opens */ }
  if (CONFIG.lobby) window.location.href = CONFIG.lobby; else window.close();
});
</script></body></html>`;
}

export function messagePage(title: string, message: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title><style>${STYLE}</style></head><body><div class="box"><h1>${esc(title)}</h1><p>${esc(message)}</p></div></body></html>`;
}

export function sportPage(currency: string, matches: [string, string, number, number][]): string {
  const rows = matches
    .map(([home, away, h, a]) => `<div class="row"><span>${esc(home)} v ${esc(away)}</span><button>${h.toFixed(2)}</button><button>${a.toFixed(2)}</button></div>`)
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Quick bet</title><style>${STYLE}</style></head>
<body><div class="box" data-testid="quickbet"><h1>Cricket quick bet</h1><div class="muted">${esc(currency)}</div>${rows}</div></body></html>`;
}
