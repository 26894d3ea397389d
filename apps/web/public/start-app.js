// The app's code for a page the server drew (apps/api/src/plugins/web-app/page-head.ts):
// it starts loading once the page has painted, so a phone shows the page first and the
// page's paint never waits on the code. The code then takes the page over (main.tsx).
(() => {
  const { entry, preload = '' } = document.currentScript.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      link.crossOrigin = '';
      document.head.append(link);
    }
    const script = Object.assign(document.createElement('script'), { type: 'module', src: entry });
    script.crossOrigin = '';
    document.head.append(script);
  };
  // The frame after this one has been painted by the time the timeout runs; a tab in the
  // background paints nothing, so a second timer starts the code there too.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
