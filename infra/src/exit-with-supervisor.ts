// Loaded into every supervised Node process (`node --import`). When the supervisor dies without stopping its
// children (SIGKILL, a crash), their IPC channel closes: each child then stops itself as if sent SIGTERM, instead of
// living on as an orphan that holds its port.
if (process.channel) {
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  // The channel must not keep the process alive once its own work is done.
  process.channel.unref();
}
