/** localStorage key: this browser has loaded the web fonts once (they are cached for a year). */
export const FONTS_SEEN_KEY = 'xatire:fonts';

/**
 * A first visit paints with the metric-matched local faces (app/globals.css, `data-fonts="later"`)
 * and asks for the web fonts only once its first paint is on screen, so they never compete with the
 * stylesheets and the largest image on a slow connection. Later visits, with the fonts in the
 * browser's cache, use them from the first frame; so does a browser without JavaScript. Should the
 * paint never be reported, the fonts come half a second after the first frame.
 */
export const FONTS_AFTER_FIRST_PAINT = `(function(){try{if(localStorage.getItem('${FONTS_SEEN_KEY}'))return}catch(e){return}
var h=document.documentElement;h.setAttribute('data-fonts','later');
function go(){if(!h.hasAttribute('data-fonts'))return;h.removeAttribute('data-fonts');
if(document.fonts)document.fonts.ready.then(function(){try{localStorage.setItem('${FONTS_SEEN_KEY}','1')}catch(e){}})}
try{new PerformanceObserver(go).observe({type:'paint',buffered:true})}catch(e){}
requestAnimationFrame(function(){setTimeout(go,500)})})()`;
