import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { precompressDirectory } from "./precompress.ts";

describe("pre-compressed copies of the browser build", () => {
  it("writes brotli and gzip copies of text files that shrink, and none for small files, images or what would not shrink", async () => {
    const dir = mkdtempSync(join(tmpdir(), "kiosk-precompress-"));
    mkdirSync(join(dir, "assets"));
    const script = "export const x = () => 'Kiosk';\n".repeat(200);
    writeFileSync(join(dir, "assets", "app.js"), script);
    writeFileSync(join(dir, "assets", "tiny.css"), "a{color:red}");
    writeFileSync(join(dir, "assets", "photo.jpg"), Buffer.alloc(4096, 7));
    // a copy is written only when it is smaller than the file
    writeFileSync(join(dir, "assets", "noise.svg"), Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 2654435761) % 251)));

    expect(await precompressDirectory(dir)).toBe(3); // app.js, tiny.css, noise.svg are text formats

    const br = readFileSync(join(dir, "assets", "app.js.br"));
    const gz = readFileSync(join(dir, "assets", "app.js.gz"));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, "assets", "tiny.css.br"))).toBe(false);
    expect(existsSync(join(dir, "assets", "photo.jpg.br"))).toBe(false);
    for (const suffix of [".br", ".gz"]) {
      const copy = join(dir, "assets", `noise.svg${suffix}`);
      if (existsSync(copy)) expect(readFileSync(copy).length).toBeLessThan(4096);
    }
  });

  it("does nothing for a missing directory", async () => {
    expect(await precompressDirectory(join(tmpdir(), `kiosk-no-such-dir-${Date.now()}`))).toBe(0);
  });
});
