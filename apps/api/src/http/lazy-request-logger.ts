import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogMethod = FastifyBaseLogger['info'];
type Bindings = Record<string, unknown>;
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
/** A logger that can say whether a level is written (pino's `isLevelEnabled`). */
type LevelAwareLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

function isLevelAware(logger: FastifyBaseLogger): logger is LevelAwareLogger {
  return typeof (logger as Partial<LevelAwareLogger>).isLevelEnabled === 'function';
}

/**
 * A request's logger that makes its pino child (with the request id bound) only when a line is
 * written at an enabled level. pino builds a child's bindings through the redaction of SEC-005 on
 * every `child()` call; most requests write no line at `warn` and above, so they never pay for it.
 * A line, when written, is exactly what the child would have written.
 */
class LazyRequestLogger {
  private made: LevelAwareLogger | undefined;

  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly bindings: Bindings,
  ) {}

  /** The pino child, made on first use. */
  private child_(): LevelAwareLogger {
    this.made ??= this.parent.child(this.bindings) as LevelAwareLogger;
    return this.made;
  }

  private write(level: Level, args: Parameters<LogMethod>): void {
    const target = this.made ?? (this.parent.isLevelEnabled(level) ? this.child_() : undefined);
    if (target) target[level](...args);
  }

  get level(): string {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.child_().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return (this.made ?? this.parent).isLevelEnabled(level);
  }

  fatal(...args: Parameters<LogMethod>): void {
    this.write('fatal', args);
  }
  error(...args: Parameters<LogMethod>): void {
    this.write('error', args);
  }
  warn(...args: Parameters<LogMethod>): void {
    this.write('warn', args);
  }
  info(...args: Parameters<LogMethod>): void {
    this.write('info', args);
  }
  debug(...args: Parameters<LogMethod>): void {
    this.write('debug', args);
  }
  trace(...args: Parameters<LogMethod>): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: Parameters<FastifyBaseLogger['child']>[1]): FastifyBaseLogger {
    return this.child_().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a request's logger whose pino child is made only when the
 * request writes a line at an enabled level (see {@link LazyRequestLogger}); a route with a log
 * level or serialisers of its own gets its child at once, as Fastify would make it.
 *
 * @param logger - the server's logger.
 * @param bindings - the request's (its id).
 * @param options - the route's log level and serialisers, if it has its own.
 * @returns the request's logger.
 * @example
 * Fastify({ logger: { level: 'warn' }, childLoggerFactory: lazyRequestLogger });
 */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return options.level !== undefined || options.serializers !== undefined || !isLevelAware(logger)
    ? logger.child(bindings, options)
    : (new LazyRequestLogger(logger, bindings));
}

/** The levels at which a logger writes `info` lines, the level of Fastify's request lines. */
const REQUEST_LINE_LEVELS: ReadonlySet<string> = new Set(['info', 'debug', 'trace']);

/**
 * Whether a server logging at `level` writes Fastify's request lines ("incoming request", "request
 * completed", both `info`). When it does not, the server turns them off (`disableRequestLogging`):
 * Fastify would still build each line's object and ask the logger twice a request, about 4 µs of a
 * 49 µs catalogue read on the 2-core machine, for lines that are never written.
 *
 * @param level - the server's log level (RINN_LOG_LEVEL)
 * @returns true at info, debug and trace
 * @example
 * writesRequestLines('warn'); // false
 */
export function writesRequestLines(level: string): boolean {
  return REQUEST_LINE_LEVELS.has(level);
}
