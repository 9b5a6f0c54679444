// The server entry renders HTML only: the page takes a remote's CSS from its browser build.
module.exports = function emptyCssLoader() {
  return 'export {};';
};
