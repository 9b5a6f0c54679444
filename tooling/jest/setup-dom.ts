import './dom-polyfills';
import '@testing-library/jest-dom';
