import { useCallback, useContext, type MouseEvent } from 'react';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';
import { clientEnv } from '@/lib/env';

/** The privacy-enhanced player of a video, started by the visitor's click. */
function videoPlayer(videoId: string, title: string, origin = clientEnv.videoOrigin): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = `${origin}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
  frame.title = title;
  frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
  frame.allowFullscreen = true;
  frame.className = 'absolute inset-0 size-full';
  return frame;
}

/**
 * One click handler for a block of long-form content, whether it is still the prerendered HTML or
 * rendered by React: internal links navigate inside the app (no page reload), and a video poster
 * turns into the player. Only now does anything load from the video host. It reads only the
 * router's navigator, which never changes: React Router's `useNavigate` also reads the location, so
 * the header, the footer and every page using this re-rendered on each navigation, and handed their
 * content a new click handler.
 */
export function useContentClicks() {
  const { navigator } = useContext(NavigationContext);
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const target = event.target as Element;
      const poster = target.closest<HTMLButtonElement>('button[data-video-id]');
      if (poster) {
        const frame = poster.closest('[data-video-frame]');
        if (!frame) return;
        const player = videoPlayer(poster.dataset.videoId!, poster.dataset.videoTitle ?? '');
        frame.replaceChildren(player);
        player.focus();
        return;
      }
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = target.closest<HTMLAnchorElement>('a[href]');
      if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin)
        return;
      const samePage = link.pathname === window.location.pathname && link.search === window.location.search;
      if (samePage && link.hash) return; // an in-page anchor: the browser scrolls to it
      event.preventDefault();
      navigator.push(`${link.pathname}${link.search}${link.hash}`);
    },
    [navigator],
  );
}
