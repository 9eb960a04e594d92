'use client';

import { useEffect, useRef, useState } from 'react';
import { CONTACT_MAP } from '@messages/contact-map';

/**
 * A map that costs nothing until the visitor asks for it: a static drawing from this site first, and the
 * interactive OpenStreetMap embed only after a click (no third-party request on page load).
 */
export function OfficeMap({ embedUrl, image, label }: { embedUrl: string; image: string; label: string }) {
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button that asked for the map is gone: focus moves on to the map it brought.
  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);

  return (
    <div className="relative aspect-[8/5] w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-card">
      {loaded ? (
        <iframe
          ref={frameRef}
          src={embedUrl}
          title={CONTACT_MAP.frame(label)}
          className="absolute inset-0 size-full border-0"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <>
          <img
            src={image}
            alt={CONTACT_MAP.image(label)}
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
          <div className="absolute inset-x-0 bottom-0 flex justify-end bg-gradient-to-t from-white/90 to-transparent p-3 pt-10 sm:p-5 sm:pt-12">
            <button type="button" className="btn-primary px-4 py-2.5 text-sm" onClick={() => setLoaded(true)}>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4">
                <path
                  fill="currentColor"
                  d="M10 1.5a6 6 0 0 0-6 6c0 4.3 5.2 10.3 5.4 10.6a.8.8 0 0 0 1.2 0C10.8 17.8 16 11.8 16 7.5a6 6 0 0 0-6-6Zm0 8.25a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z"
                />
              </svg>
              {CONTACT_MAP.show}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
