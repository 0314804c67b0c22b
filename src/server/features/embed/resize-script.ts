import { createHash } from 'node:crypto';
import { EMBED_HEIGHT_MESSAGE } from '../../../domain/embed';

// The widget's one script: it tells the page that frames it how tall its content is, whenever that
// changes (pictures arriving, the frame's width changing), so the pasted code can fit the iframe to it.
// It reads nothing of the host page and sends nothing else: a height is no secret, so any frame may hear
// it ('*'); the host's listener checks that the message comes from this frame and this origin. Framed by
// nobody, it does nothing. The content's height never depends on the frame's height (no vh units, no
// height on html or body), so setting the frame to it cannot start a loop.

const SCRIPT = `(function(){if(window.parent===window)return;var last=0;function send(){var h=Math.ceil(document.documentElement.getBoundingClientRect().height);if(h>0&&h!==last){last=h;window.parent.postMessage({type:${JSON.stringify(EMBED_HEIGHT_MESSAGE)},height:h},"*")}}if(window.ResizeObserver)new ResizeObserver(send).observe(document.body);window.addEventListener("load",send);send()})();`;

/** The <script> element, exactly as hashed below; placed at the end of the body. */
export const WIDGET_SCRIPT = `<script>${SCRIPT}</script>`;

/** The CSP source that allows this one script and nothing else (no 'unsafe-inline', no nonce). */
export const WIDGET_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;
