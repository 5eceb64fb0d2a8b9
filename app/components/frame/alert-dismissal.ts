/**
 * A visitor's "hide for today" of an alert (issue 17): remembered in this browser's localStorage, by
 * the alert's id, with the school's date (India) it was hidden on; the next school day it shows again.
 * Pages are kept by the render cache and shared between visitors, so nothing of it reaches the server.
 *
 * The same rule twice: as a tiny inline script in the server's HTML (no island, no bundle: the page's
 * JavaScript budget is nearly spent), and for the alert bar when the browser draws it after a navigation.
 */
export const dismissedKeyPrefix = 'school-alert-hidden:';

/**
 * The script, one constant text, so that a kept page allows it by one hash (server/content-security-policy.ts).
 * Written small by hand: it is in every page's weight while an alert shows (/hi had 0.2 KB of its
 * budget left). India's date (UTC +05:30, no summer time, as schoolDateNow() below) is taken when
 * the page loads. The kept HTML, and so each button's handler, stays through hydration (a static island).
 */
export const alertDismissalScript = `(function(){var k=${JSON.stringify(dismissedKeyPrefix)},d=new Date(Date.now()+198e5).toISOString().slice(0,10);\
document.querySelectorAll('[data-alert]').forEach(function(e){var i=k+e.dataset.alert,b=e.querySelector('button');try{if(localStorage[i]==d)e.hidden=1}catch(x){}\
b.hidden=0;b.onclick=function(){e.hidden=1;try{localStorage[i]=d}catch(x){}}})})()`;

/** The school's date now, as the script writes it: "2026-11-25". */
export function schoolDateNow(): string {
  return new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
}

export function isDismissedToday(id: number): boolean {
  try {
    return localStorage.getItem(`${dismissedKeyPrefix}${id}`) === schoolDateNow();
  } catch {
    // Storage refused (private mode): the alert shows.
    return false;
  }
}

export function dismissForToday(id: number): void {
  try {
    localStorage.setItem(`${dismissedKeyPrefix}${id}`, schoolDateNow());
  } catch {
    // Storage refused: hidden on this page only.
  }
}
