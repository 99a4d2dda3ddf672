// Prints the landing page's initial JavaScript (gzipped, from the Vite manifest) and a Lighthouse run of the
// landing page served like the gateway serves it; exits non-zero when a budget is missed.
// Usage: npm run bench:web -w @village/web   (builds first)
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_JS_GZIP_BYTES = 150 * 1024;
const BUDGET_PERFORMANCE = 95;
const BUDGET_ACCESSIBILITY = 100;
const LANDING_MODULE = 'src/features/landing/landing-page.tsx';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const dist = resolve(fileURLToPath(new URL('../dist', import.meta.url)));
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join(';');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.vtt']);

function landingJavaScript() {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const [entryKey] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey || !manifest[LANDING_MODULE]) {
    throw new Error(`The manifest has no entry or no ${LANDING_MODULE} chunk`);
  }
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(LANDING_MODULE);
  return [...files].map((file) => {
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

function serveDist() {
  const cache = new Map();
  const compressed = (path, encoding) => {
    const key = `${encoding}:${path}`;
    if (!cache.has(key)) {
      const body = readFileSync(path);
      cache.set(
        key,
        encoding === 'br'
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(body, { level: 9 }),
      );
    }
    return cache.get(key);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('content-security-policy', CSP);
    response.setHeader('x-content-type-options', 'nosniff');
    if (url.pathname === '/api/auth/user') {
      response.writeHead(401, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end('{"message":"Not signed in"}');
      return;
    }
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/graphql')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"message":"Not found"}');
      return;
    }
    let path = normalize(join(dist, decodeURIComponent(url.pathname)));
    if (!path.startsWith(dist) || !existsSync(path) || statSync(path).isDirectory()) {
      path = join(dist, 'index.html');
    }
    const extension = extname(path);
    response.setHeader('content-type', TYPES[extension] ?? 'application/octet-stream');
    response.setHeader(
      'cache-control',
      url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.has(extension)
      ? null
      : accepted.includes('br')
        ? 'br'
        : accepted.includes('gzip')
          ? 'gzip'
          : null;
    if (encoding) {
      response.setHeader('content-encoding', encoding);
      response.setHeader('vary', 'accept-encoding');
      response.end(compressed(path, encoding));
      return;
    }
    response.setHeader('content-length', statSync(path).size);
    createReadStream(path).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

async function runLighthouse(url) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'village-lighthouse-'));
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${userDataDir}`,
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    return result.lhr;
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const scripts = landingJavaScript();
const totalGzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
console.log('Landing page initial JavaScript (entry + static imports + landing route chunk):');
for (const script of scripts)
  console.log(`  ${script.file.padEnd(48)} ${kb(script.raw).padStart(10)}  gzip ${kb(script.gzip)}`);
console.log(`  total gzip: ${kb(totalGzip)} (budget ${kb(BUDGET_JS_GZIP_BYTES)})`);

const server = await serveDist();
const url = `http://127.0.0.1:${server.address().port}/`;
const runs = [];
try {
  for (let run = 1; run <= RUNS; run++) {
    const lhr = await runLighthouse(url);
    const audit = (id) => lhr.audits[id]?.displayValue ?? 'n/a';
    const scores = {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
    };
    runs.push(scores);
    console.log(
      `Lighthouse run ${run}/${RUNS} (mobile, simulated throttling): performance ${scores.performance}, accessibility ${scores.accessibility}` +
        ` | FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}, SI ${audit('speed-index')}`,
    );
    const failing = Object.values(lhr.categories.accessibility.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result.score !== null && result.score < 1);
    for (const result of failing) console.log(`  accessibility issue: ${result.id}: ${result.title}`);
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcpElement) console.log(`  LCP element: ${lcpElement.snippet}`);
    for (const shift of lhr.audits['layout-shifts']?.details?.items ?? []) {
      console.log(`  layout shift ${shift.score.toFixed(3)}: ${shift.node?.snippet ?? 'unknown element'}`);
    }
  }
} finally {
  server.close();
}

const performance = median(runs.map((run) => run.performance));
const accessibility = Math.min(...runs.map((run) => run.accessibility));
console.log(`\nperformance (median of ${RUNS}): ${performance} (budget >= ${BUDGET_PERFORMANCE})`);
console.log(`accessibility (lowest of ${RUNS}): ${accessibility} (budget = ${BUDGET_ACCESSIBILITY})`);
console.log(`landing initial JavaScript: ${kb(totalGzip)} gzip (budget <= ${kb(BUDGET_JS_GZIP_BYTES)})`);

const missed = [
  totalGzip > BUDGET_JS_GZIP_BYTES && 'JavaScript size',
  performance < BUDGET_PERFORMANCE && 'performance',
  accessibility < BUDGET_ACCESSIBILITY && 'accessibility',
].filter(Boolean);
if (missed.length > 0) {
  console.error(`Budget missed: ${missed.join(', ')}`);
  process.exit(1);
}
console.log('All web budgets met.');
