// hls.js exports its light build as `hls.js/light` without a types entry; it is the same API.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
