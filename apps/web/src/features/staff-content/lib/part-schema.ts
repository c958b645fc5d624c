// The studio's part schemas, in a module of their own so that zod loads only when a part is saved.
export { studioPartSchema } from '@innerway/domain';
