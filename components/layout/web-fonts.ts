/** localStorage key: this browser has loaded the web fonts once (they are cached for a year). */
export const FONTS_SEEN_KEY = 'xatire:fonts';

/**
 * A first visit paints with the local faces (`data-fonts="later"`) and asks for the web fonts once
 * that paint is reported (or half a second after the first frame): docs/audit.md.
 */
export const FONTS_AFTER_FIRST_PAINT = `(function(){try{if(localStorage.getItem('${FONTS_SEEN_KEY}'))return}catch(e){return}
var h=document.documentElement;h.setAttribute('data-fonts','later');
function go(){if(!h.hasAttribute('data-fonts'))return;h.removeAttribute('data-fonts');
if(document.fonts)document.fonts.ready.then(function(){try{localStorage.setItem('${FONTS_SEEN_KEY}','1')}catch(e){}})}
try{new PerformanceObserver(go).observe({type:'paint',buffered:true})}catch(e){}
requestAnimationFrame(function(){setTimeout(go,500)})})()`;
