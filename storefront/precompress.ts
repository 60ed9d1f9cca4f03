import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * After a build, writes `file.br` (brotli at its best quality) next to every hashed JS, CSS and
 * SVG asset over 1 KB, so the gateway serves them without compressing at run time
 * (gateway/src/http/storefront-files.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-brotli',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      if (!fs.existsSync(assets)) return;
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY };
      for (const name of fs.readdirSync(assets)) {
        const file = path.join(assets, name);
        if (!/\.(js|css|svg)$/.test(name) || fs.existsSync(`${file}.br`)) continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params }));
      }
    },
  };
}
