// A progress line on standard error, only when it is a terminal and the input is over 10 MB.
const THRESHOLD = 10 * 1024 * 1024;
const EVERY_MS = 250;

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

export class Progress {
  private read = 0;
  private shown = false;
  private lastDraw = 0;
  private readonly started = Date.now();

  constructor(
    private readonly stream: NodeJS.WriteStream,
    /** Total bytes of all inputs when every size is known. */
    private readonly total: number | null,
    private readonly enabled: boolean,
  ) {}

  add(bytes: number): void {
    this.read += bytes;
    if (!this.enabled) return;
    if (!this.shown && Math.max(this.total ?? 0, this.read) <= THRESHOLD) return;
    const now = Date.now();
    if (now - this.lastDraw < EVERY_MS) return;
    this.lastDraw = now;
    this.shown = true;
    const seconds = Math.max(0.001, (now - this.started) / 1000);
    const rate = this.read / 1_048_576 / seconds;
    const of = this.total !== null ? ` of ${mb(this.total)} MB (${Math.floor((100 * this.read) / Math.max(1, this.total))}%)` : '';
    this.stream.write(`\rpastesafe: ${mb(this.read)} MB${of}, ${rate.toFixed(1)} MB/s\u001b[K`);
  }

  end(): void {
    if (this.shown) this.stream.write('\r\u001b[K');
    this.shown = false;
  }
}
