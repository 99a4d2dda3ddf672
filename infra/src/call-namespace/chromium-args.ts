/** How every test and benchmark runs Chromium here: headless as root, quiet, nothing fetched in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** For calls: a fake camera and microphone, and host candidates with their real address (the namespace's). */
export const CALL_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];
