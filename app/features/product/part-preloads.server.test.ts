import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { chunkIndex, dynamicImports, PART_MODULES, staticImports } from "./part-preloads.server.ts";
import { PRODUCT_PARTS } from "./parts.ts";

describe("product part preloads", () => {
  it("know the module of every part that parts.ts imports", () => {
    const source = readFileSync(new URL("./parts.ts", import.meta.url), "utf8");
    const imported = Object.fromEntries([...source.matchAll(/^\s*(\w+): part\("\1", \(\) => import\("\.\/(\w+)\.tsx"\)\)/gm)].map((m) => [m[1], m[2]]));
    expect(imported).toEqual(PART_MODULES);
    expect(Object.keys(PART_MODULES).sort()).toEqual(Object.keys(PRODUCT_PARTS).sort());
  });

  it("read the static imports a bundler puts first, and the dynamic ones", () => {
    const code = `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/A-12345678.js"])))=>i.map(i=>d[i]);
import{t as e}from"./jsx-runtime-BVrTr3sy.js";import"./side-effect-abcdefgh.js";import * as x from "./ns-AAAAAAAA.js";var a=1;import("./late-BBBBBBBB.js");`;
    expect(staticImports(code)).toEqual(["jsx-runtime-BVrTr3sy.js", "side-effect-abcdefgh.js", "ns-AAAAAAAA.js"]);
    expect(dynamicImports("x(()=>import(`./BundleOptions-Ch25E7PK.js`),m([1]))")).toEqual(["BundleOptions-Ch25E7PK.js"]);
  });

  it("preload a part's chunk with the chunks only it needs", () => {
    const dir = mkdtempSync(join(tmpdir(), "kiosk-chunks-"));
    const write = (name: string, code: string) => writeFileSync(join(dir, name), code);
    write("react-AAAAAAAA.js", "export{}");
    write(
      "product-CCCCCCCC.js",
      'import{a}from"./react-AAAAAAAA.js";const p=()=>import(`./BundleOptions-DDDDDDDD.js`),g=()=>import(`./GroupedItems-EEEEEEEE.js`);',
    );
    write("QtyInput-FFFFFFFF.js", 'import{a}from"./react-AAAAAAAA.js";');
    write("BundleOptions-DDDDDDDD.js", 'import{a}from"./react-AAAAAAAA.js";import{b}from"./product-CCCCCCCC.js";import{q}from"./QtyInput-FFFFFFFF.js";');
    write("GroupedItems-EEEEEEEE.js", 'import{q}from"./QtyInput-FFFFFFFF.js";');
    // two builds side by side: which one is current cannot be told, so nothing is preloaded
    write("Downloads-GGGGGGGG.js", "");
    write("Downloads-HHHHHHHH.js", "");
    expect(chunkIndex(dir)).toEqual({
      bundle: ["/assets/BundleOptions-DDDDDDDD.js", "/assets/QtyInput-FFFFFFFF.js"],
      grouped: ["/assets/GroupedItems-EEEEEEEE.js", "/assets/QtyInput-FFFFFFFF.js"],
    });
  });
});
