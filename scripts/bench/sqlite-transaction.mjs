// A Durable Object storage's `transactionSync` over a node:sqlite database, for the benches that
// run the project's stores outside workerd: a savepoint, so it nests as workerd's does, and a
// throw rolls the step back.
export const transactionSyncOf = (db) => (run) => {
  db.exec("SAVEPOINT step");
  try {
    const result = run();
    db.exec("RELEASE step");
    return result;
  } catch (error) {
    db.exec("ROLLBACK TO step");
    db.exec("RELEASE step");
    throw error;
  }
};
