// Placeholder replaced below
