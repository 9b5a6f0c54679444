// The offline page's Retry (a file of its own: the site's CSP allows no inline script).
document.getElementById('retry').addEventListener('click', function () {
  location.reload();
});
window.addEventListener('online', function () {
  location.reload();
});
