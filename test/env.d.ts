declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("../src/index");
  }
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}

// test/readme.test.ts reads the README through Vite's ?raw import (the Workers runtime has no file system).
declare module "*.md?raw" {
  const text: string;
  export default text;
}
