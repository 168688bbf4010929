import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // KIOSK_BUILD_DIR lets parallel checkouts or test runs build side by side.
  buildDirectory: process.env.KIOSK_BUILD_DIR ?? "build",
  ssr: true,
  // The store-code prefix (/{code}/..., off by default): read when building, and `npm start` builds, so the
  // start-time environment decides; the server refuses a build made with another prefix.
  basename: process.env.STORE_CODE_PREFIX ? `/${process.env.STORE_CODE_PREFIX}` : "/",
} satisfies Config;
