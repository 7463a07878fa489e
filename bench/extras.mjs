// Measurements that are not HTTP load (engine speed, bundle sizes); later issues add theirs here.
export default async function extras() {}
