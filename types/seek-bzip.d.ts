declare module "seek-bzip" {
  const Bunzip: { decode(input: Uint8Array | Buffer, output?: Buffer): Buffer };
  export default Bunzip;
}
