export * from './events.ts';
export * from './messages.ts';
export * from './elements.ts';
export {
  QUEUE_SNIPPET,
  getEmbedConfig,
  installCommands,
  type PathcraftGlobal,
  type PathcraftListener,
} from './commands.ts';
export { lazyElements } from './lazy-elements.ts';
