/**
 * Everything the widget looks like, inside its shadow root: `all: initial` on the host stops the
 * embedding page's inherited styles, and nothing here reaches the page. Text colours keep a
 * contrast of at least 4.5:1 on white.
 */
export const styles = `
:host{all:initial;display:block;position:relative;min-width:0;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#14171a}
*{box-sizing:border-box}
.mw{background:#fff;border:1px solid #d5dae0;border-radius:12px;overflow:hidden}
.hdr{padding:10px 12px 8px;display:grid;gap:4px;text-align:center}
.comp{font-size:12px;color:#4a5560;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.board{display:grid;grid-template-columns:minmax(0,1fr) auto minmax(0,1fr);align-items:center;gap:8px;font-weight:600}
.team{display:flex;align-items:center;gap:6px;min-width:0}
.team span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.home{justify-content:flex-end;text-align:right}
.kit{width:12px;height:12px;border-radius:50%;border:1px solid #0006;flex:none}
.score{font-size:22px;font-variant-numeric:tabular-nums;padding:0 4px;white-space:nowrap}
.meta{display:flex;justify-content:center;align-items:center;gap:8px;font-size:13px;color:#4a5560}
.clock{font-variant-numeric:tabular-nums;font-weight:600;color:#14171a}
.status{background:#b71c1c;color:#fff;border-radius:4px;padding:0 6px;font-size:12px;font-weight:600}
:host([data-running=false]) .status{background:#4a5560}
.conn{color:#8a4b00}
.conn:empty{display:none}
.body{display:grid;grid-template-columns:minmax(0,1fr) 230px;border-top:1px solid #e3e7eb}
.field{display:block;width:100%;height:auto}
.timeline{position:relative;border-left:1px solid #e3e7eb;min-height:120px}
.timeline ol{position:absolute;inset:0;overflow:auto;list-style:none;margin:0;padding:4px 10px}
:host([data-layout=narrow]) .body{grid-template-columns:minmax(0,1fr)}
:host([data-layout=narrow]) .timeline{border-left:0;border-top:1px solid #e3e7eb;min-height:0}
:host([data-layout=narrow]) .timeline ol{position:static;max-height:180px}
li{display:grid;grid-template-columns:16px auto minmax(0,1fr);gap:6px;align-items:start;padding:5px 0;font-size:13px;border-bottom:1px solid #eef1f4}
li:last-child{border-bottom:0}
li.empty{display:block;color:#4a5560}
.icon{margin-top:2px}
.at{font-variant-numeric:tabular-nums;color:#4a5560;white-space:nowrap;min-width:3.3em}
.mw[data-sport=basketball] .at{min-width:5.6em}
.who{color:#4a5560}
.message{display:none;padding:36px 16px;text-align:center;font-weight:600;color:#14171a}
:host(:not([data-state=live])) .message{display:block}
:host(:not([data-state=live])) .hdr,:host(:not([data-state=live])) .body{display:none}
.sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
:focus-visible{outline:3px solid #1a5fd0;outline-offset:2px}
`;
