import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/lora/index.css';
import '@/app/globals.css';
import type { ReactNode } from 'react';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locale';
import { SERVICE_WORKER_AT_LOAD } from './offline';
import { STORED_CHOICE_AT_START } from './stored-choice';
import { TEXT_SIZE_AT_START } from './text-size';
import { FONTS_AFTER_FIRST_PAINT } from './web-fonts';

// Also when React renders <html> anew (after a hydration mismatch), which sets data-scripts again.
const SCRIPTS_ON = `(function(){var h=document.documentElement;function on(){if(h.hasAttribute('data-scripts'))h.removeAttribute('data-scripts')}on();try{new MutationObserver(on).observe(h,{attributeFilter:['data-scripts']})}catch(e){}})();`;
const MARK_BROKEN_IMAGES = `(function(){function m(e){var t=e.target;if(t&&t.tagName==='IMG')t.toggleAttribute('data-broken',e.type==='error')}document.addEventListener('error',m,true);document.addEventListener('load',m,true)})();`;

export function SiteDocument({ lang, children }: { lang: Locale; children: ReactNode }) {
  return (
    // The scripts below clear data-scripts, set data-fonts (then clear it) and data-text-size.
    <html lang={lang} data-scripts="off" suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root layout */}
      <head>
        <script
          dangerouslySetInnerHTML={{
            __html:
              SCRIPTS_ON +
              MARK_BROKEN_IMAGES +
              STORED_CHOICE_AT_START +
              TEXT_SIZE_AT_START +
              FONTS_AFTER_FIRST_PAINT +
              // Off: pages no longer register it, and /sw.js retires it where it still runs.
              (env.SERVICE_WORKER === 'on' ? SERVICE_WORKER_AT_LOAD : ''),
          }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
