export function ok<T>(data: T): { success: true; data: T; error: null } {
  return { success: true, data, error: null };
}

export function failure(error: string): { success: false; data: null; error: string };
export function failure<T>(error: string, data: T): { success: false; data: T; error: string };
export function failure(error: string, data: unknown = null): { success: false; data: unknown; error: string } {
  return { success: false, data, error };
}
